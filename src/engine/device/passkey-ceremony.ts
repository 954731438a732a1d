/** A ceremony a call hands a field of its body to (schemas/config/flow.schema.json "device"). */
export type DeviceCeremony = 'passkeyCreate' | 'passkeyGet';

/** Whether this browser takes WebAuthn's JSON options (Chromium 129, Safari 18, Firefox 119 and later). */
export function passkeysSupported(): boolean {
  return typeof PublicKeyCredential !== 'undefined' && typeof PublicKeyCredential.parseCreationOptionsFromJSON === 'function';
}

/** Whether this browser offers passkeys in a field's autofill (conditional mediation): Chromium 108, Safari 16 and later. */
export async function autofillOffered(): Promise<boolean> {
  return passkeysSupported() && typeof PublicKeyCredential.isConditionalMediationAvailable === 'function' && (await PublicKeyCredential.isConditionalMediationAvailable());
}

/**
 * A ceremony that waits in the autofill (conditional mediation): the browser offers the passkeys it
 * holds for this site in the field marked `webauthn`, and the ceremony answers when the customer
 * picks one. It ends, giving nothing, when `signal` aborts (the step went away). Asked for only where
 * autofillOffered(): runAction asks that before it asks the server for options.
 */
export interface DeviceWait {
  readonly signal: AbortSignal;
}

/**
 * The ceremony under way. A browser takes one at a time: "Login with passkey" pressed while the
 * autofill waits ends the autofill's (which gives nothing) rather than being refused as pending.
 */
let underWay: AbortController | undefined;

/**
 * Hands the server's options to the device, which asks the customer for their fingerprint, face or
 * screen lock, and answers the credential it made or the assertion it signed, as JSON for the call.
 * Null when it gave none: the customer cancelled or let it time out, no passkey of this site is on
 * the device, the browser has no passkeys, or another ceremony took its place. The browser writes
 * the page's origin into what the device signs, which is what makes a passkey useless to a
 * look-alike site (docs/SECURITY.md).
 */
export async function passkeyCeremony(ceremony: DeviceCeremony, options: unknown, wait?: DeviceWait): Promise<object | null> {
  if (!passkeysSupported() || typeof options !== 'object' || options === null) return null;
  underWay?.abort();
  const controller = new AbortController();
  underWay = controller;
  const ended = () => controller.abort();
  wait?.signal.addEventListener('abort', ended);
  try {
    if (wait?.signal.aborted) return null;
    const credential =
      ceremony === 'passkeyCreate'
        ? await navigator.credentials.create({ publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(options as PublicKeyCredentialCreationOptionsJSON), signal: controller.signal })
        : await navigator.credentials.get({
            publicKey: PublicKeyCredential.parseRequestOptionsFromJSON(options as PublicKeyCredentialRequestOptionsJSON),
            signal: controller.signal,
            ...(wait ? { mediation: 'conditional' as const } : {}),
          });
    if (!(credential instanceof PublicKeyCredential)) return null;
    // TypeScript's DOM types leave toJSON's answer untyped: RegistrationResponseJSON or AuthenticationResponseJSON, which the contract validates.
    const json: unknown = credential.toJSON();
    return typeof json === 'object' && json !== null ? json : null;
  } catch {
    // NotAllowedError (cancelled, timed out, no passkey), InvalidStateError (already on this device),
    // AbortError (another ceremony, or the step left): the customer is told to try again or use an OTP,
    // or, from the autofill, told nothing.
    return null;
  } finally {
    wait?.signal.removeEventListener('abort', ended);
    if (underWay === controller) underWay = undefined;
  }
}

/**
 * The body a call sends once the device filled the fields it hands over; null when the device gave
 * nothing, so the call is not sent.
 */
export async function withDevice(fields: Readonly<Record<string, DeviceCeremony>>, body: Readonly<Record<string, unknown>>, wait?: DeviceWait): Promise<Record<string, unknown> | null> {
  const filled: Record<string, unknown> = { ...body };
  for (const [field, ceremony] of Object.entries(fields)) {
    const answer = await passkeyCeremony(ceremony, body[field], wait);
    if (answer === null) return null;
    filled[field] = answer;
  }
  return filled;
}
