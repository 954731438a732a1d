import { limit } from '../config/limits';
import { hoursByDay } from './weekly-hours';

/** India keeps one offset all year (+05:30), so the agents' hours need no time-zone database. */
const istOffsetMs = (5 * 60 + 30) * 60_000;

/** The KYC agents' hours of rules/limits.json (spec §9), India time: "MON-FRI 10:00-18:30; SAT 10:00-14:00". */
export function agentHoursPolicy(): string {
  return limit('kycAgentHours');
}

export interface AgentHours {
  /** Whether an agent can take a video-KYC session now. */
  readonly open: boolean;
  /** When they next start work, as epoch milliseconds (now, when open). */
  readonly opensAt: number;
}

/** Whether the KYC agents are at work at a moment, and if not, when they next are (spec §9: 10:00 to 18:30 on weekdays, India time). */
export function kycAgentHours(nowMs: number, policy: string = agentHoursPolicy()): AgentHours {
  const byDay = hoursByDay(policy);
  const india = new Date(nowMs + istOffsetMs);
  const today = india.getUTCDay();
  const minutes = india.getUTCHours() * 60 + india.getUTCMinutes();
  const hours = byDay.get(today);
  if (hours && minutes >= hours.opens && minutes < hours.closes) return { open: true, opensAt: nowMs };
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const day = byDay.get((today + ahead) % 7);
    if (!day || (ahead === 0 && minutes >= day.opens)) continue;
    const midnight = Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate() + ahead) - istOffsetMs;
    return { open: false, opensAt: midnight + day.opens * 60_000 };
  }
  throw new Error('the KYC agents work on no day');
}
