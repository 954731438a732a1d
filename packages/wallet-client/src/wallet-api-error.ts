/** A field of the request the API refused, as a JSON pointer, with its message in the asked language. */
export interface FieldError {
  readonly field: string;
  readonly message: string;
}

/**
 * An answer that is not a success: its HTTP status, the API's `code` (one per reason: the
 * contract's `x-codes` list them), its `message` in the language asked for, and, for a malformed
 * request, one error per field.
 */
export class WalletApiError extends Error {
  override readonly name = 'WalletApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors: readonly FieldError[] = [],
    readonly body?: unknown,
  ) {
    super(message);
  }

  /** The error of an answer's body, whatever it holds. */
  static of(status: number, body: unknown): WalletApiError {
    const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const errors = Array.isArray(fields['errors']) ? (fields['errors'] as FieldError[]) : [];
    return new WalletApiError(status, text(fields['code']) || String(status), text(fields['message']) || `HTTP ${String(status)}`, errors, body);
  }
}
