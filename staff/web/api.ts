/** An answer of the console's server that is not a success, with the message it gave. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A call to the console's server: JSON both ways, the header no form of another site can send on
 * a write, the session in its cookie. A 401 sends the page to sign-in (the session ended).
 */
export async function api<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  let answer: Response;
  try {
    answer = await fetch(`/staff-api${path}`, {
      method,
      credentials: 'same-origin',
      headers: { 'x-staff-console': '1', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : String(error));
  }
  const json = (await answer.json().catch(() => ({}))) as T & { message?: string };
  if (answer.status === 401 && path !== '/sign-in') window.dispatchEvent(new Event('staff-signed-out'));
  if (!answer.ok) throw new ApiError(answer.status, json.message ?? answer.statusText);
  return json;
}
