import { isLoginWith } from './login-with';
import { effectTypes, type Effect, type EffectType, type ToastKind } from './effect';

type Params = Readonly<Record<string, unknown>>;

const toastKinds: readonly ToastKind[] = ['success', 'error', 'warning', 'info'];

function text(params: Params, name: string, type: string): string {
  const value = params[name];
  if (typeof value !== 'string' || value === '') throw new TypeError(`${type} needs a text parameter "${name}"`);
  return value;
}

function values(params: Params): Readonly<Record<string, string | number>> | undefined {
  const raw = params['values'];
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'object') throw new TypeError('values must be an object');
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  return out;
}

/**
 * A path of this site only: never javascript:, data:, another host, nor "//host" or "/\\host",
 * which browsers read as another host. The renderer checks the resolved origin again.
 */
function sitePath(params: Params, type: string): string {
  const to = text(params, 'to', type);
  if (!/^\/(?![/\\])[^\s\\]*$/.test(to)) throw new TypeError(`${type} needs a path of this site, not "${to}"`);
  return to;
}

/** What a download may save: files a customer opens, never a page or a script. */
const downloadTypes: readonly string[] = ['application/pdf', 'text/csv'];

function isEffectType(type: string): type is EffectType {
  return (effectTypes as readonly string[]).includes(type);
}

/**
 * Turns a rule event into a typed effect, refusing event types outside the vocabulary and
 * parameters of the wrong shape, so a mistaken rule file fails loudly instead of doing nothing.
 */
export function toEffect(type: string, params: Params = {}): Effect {
  if (!isEffectType(type)) throw new TypeError(`unknown effect type "${type}"`);
  switch (type) {
    case 'navigate':
      return { type, to: text(params, 'to', type) };
    case 'step':
      return { type, id: text(params, 'id', type) };
    case 'redirect':
      return { type, to: sitePath(params, type) };
    case 'postForm': {
      const fields = params['fields'];
      if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) throw new TypeError('postForm needs the fields of the form');
      const text: Record<string, string> = {};
      for (const [name, value] of Object.entries(fields as Record<string, unknown>)) {
        if (typeof value !== 'string') throw new TypeError('postForm fields must be text');
        text[name] = value;
      }
      return { type, to: sitePath(params, type), fields: text };
    }
    case 'toast': {
      const kind = text(params, 'kind', type);
      if (!(toastKinds as readonly string[]).includes(kind)) throw new TypeError(`unknown toast kind "${kind}"`);
      const durationMs = params['durationMs'];
      return {
        type,
        kind: kind as ToastKind,
        messageKey: text(params, 'messageKey', type),
        ...(typeof durationMs === 'number' ? { durationMs } : {}),
        ...withValues(params),
      };
    }
    case 'formError':
    case 'deny':
      return { type, messageKey: text(params, 'messageKey', type), ...withValues(params) };
    case 'fieldErrors': {
      const fields = params['fields'];
      if (typeof fields !== 'object' || fields === null) throw new TypeError('fieldErrors needs "fields"');
      return { type, fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])) };
    }
    case 'modal':
      return { type, id: text(params, 'id', type) };
    case 'storeSession': {
      const loginWith = text(params, 'loginWith', type);
      if (!isLoginWith(loginWith)) throw new TypeError(`unknown loginWith "${loginWith}"`);
      return { type, loginWith };
    }
    case 'logout': {
      // Where the customer goes once the session ended: the login, or a public page (the closure's result).
      const to = params['to'];
      if (typeof to !== 'string' || !to.startsWith('/')) return { type };
      const handed = values(params);
      return handed ? { type, to, values: handed } : { type, to };
    }
    case 'download':
    case 'share': {
      const fileName = text(params, 'fileName', type);
      const mediaType = text(params, 'mediaType', type);
      const content = text(params, 'content', type);
      if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(fileName)) throw new TypeError(`${type} needs a plain file name, not "${fileName}"`);
      if (!downloadTypes.includes(mediaType)) throw new TypeError(`${type} cannot save "${mediaType}"`);
      if (!/^[A-Za-z0-9+/]*={0,2}$/.test(content)) throw new TypeError(`${type} needs its content in base64`);
      return { type, fileName, mediaType, content };
    }
    case 'reload':
    case 'allow':
      return { type };
  }
}

function withValues(params: Params): { values?: Readonly<Record<string, string | number>> } {
  const v = values(params);
  return v ? { values: v } : {};
}
