import { limit } from '../config/limits';
import { weekdaySpans } from './weekday-spans';

/** India keeps one offset all year (+05:30), so the agents' hours need no time-zone database. */
const istOffsetMs = (5 * 60 + 30) * 60_000;

export interface AgentHoursPolicy {
  /** "10:00", India time. */
  readonly opensAt: string;
  /** "18:30", India time; the agents take no new session from then. */
  readonly closesAt: string;
  /** The days they work: a range ("MON-FRI") or a list ("MON,WED,FRI"). */
  readonly weekdays: string;
}

/** The KYC agents' hours of rules/limits.json (spec §9). */
export function agentHoursPolicy(): AgentHoursPolicy {
  return { opensAt: limit('kycAgentOpensAt'), closesAt: limit('kycAgentClosesAt'), weekdays: limit('kycAgentWeekdays') };
}

function minutesOf(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new Error(`"${time}" is not a time as HH:MM`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The working days as indexes (0 Sunday … 6 Saturday). */
function workingDays(weekdays: string): ReadonlySet<number> {
  const days = new Set<number>();
  for (const { from, to } of weekdaySpans(weekdays)) {
    for (let day = from; ; day = (day + 1) % 7) {
      days.add(day);
      if (day === (to ?? from)) break;
    }
  }
  return days;
}

export interface AgentHours {
  /** Whether an agent can take a video-KYC session now. */
  readonly open: boolean;
  /** When they next start work, as epoch milliseconds (now, when open). */
  readonly opensAt: number;
}

/** Whether the KYC agents are at work at a moment, and if not, when they next are (spec §9: 10:00 to 18:30 on weekdays, India time). */
export function kycAgentHours(nowMs: number, policy: AgentHoursPolicy = agentHoursPolicy()): AgentHours {
  const opens = minutesOf(policy.opensAt);
  const closes = minutesOf(policy.closesAt);
  const days = workingDays(policy.weekdays);
  const india = new Date(nowMs + istOffsetMs);
  const today = india.getUTCDay();
  const minutes = india.getUTCHours() * 60 + india.getUTCMinutes();
  if (days.has(today) && minutes >= opens && minutes < closes) return { open: true, opensAt: nowMs };
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    if (!days.has((today + ahead) % 7) || (ahead === 0 && minutes >= opens)) continue;
    const midnight = Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate() + ahead) - istOffsetMs;
    return { open: false, opensAt: midnight + opens * 60_000 };
  }
  throw new Error('the KYC agents work on no day');
}
