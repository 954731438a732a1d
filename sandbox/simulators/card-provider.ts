import { createHash } from 'node:crypto';
import { paiseDecimal } from '../../src/core/money/paise-decimal';

/**
 * The card-payment provider's hashes (spec §7): SHA-512 hex of the fields joined by pipes, with
 * the salt the merchant and provider share. The salt lives here, on the server; the browser only
 * ever sees the finished hash.
 */
export interface ProviderFields {
  readonly key: string;
  readonly txnid: string;
  readonly amount: string;
  readonly productinfo: string;
  readonly firstname: string;
  readonly email: string;
  readonly udf: readonly string[];
}

export interface ProviderSecrets {
  readonly key: string;
  readonly salt: string;
}

const sha512 = (text: string) => createHash('sha512').update(text).digest('hex');
const seven = (udf: readonly string[]) => Array.from({ length: 7 }, (_, i) => udf[i] ?? '');

/** key|txnid|amount|productinfo|firstname|email|udf1|…|udf7|salt */
export function requestHash(fields: ProviderFields, salt: string): string {
  return sha512([fields.key, fields.txnid, fields.amount, fields.productinfo, fields.firstname, fields.email, ...seven(fields.udf), salt].join('|'));
}

/** salt|status|udf7|…|udf1|email|firstname|productinfo|amount|txnid|key, the provider's answer. */
export function reverseHash(fields: ProviderFields, status: string, salt: string): string {
  return sha512([salt, status, ...seven(fields.udf).reverse(), fields.email, fields.firstname, fields.productinfo, fields.amount, fields.txnid, fields.key].join('|'));
}

/** The fields of a provider form as posted (missing ones empty), for its hashes. */
export function providerFieldsOf(form: Readonly<Record<string, string | undefined>>): ProviderFields {
  return {
    key: form['key'] ?? '',
    txnid: form['txnid'] ?? '',
    amount: form['amount'] ?? '',
    productinfo: form['productinfo'] ?? '',
    firstname: form['firstname'] ?? '',
    email: form['email'] ?? '',
    udf: [1, 2, 3, 4, 5, 6, 7].map((i) => form[`udf${String(i)}`] ?? ''),
  };
}

/** Rupees with two decimals and no grouping, as the provider expects ("500.00"), by integer arithmetic. */
export function providerAmount(paise: number): string {
  return paiseDecimal(paise);
}

/** The sandbox's merchant key and salt; both can be set by the environment. */
export function providerSecrets(): ProviderSecrets {
  return {
    key: process.env['SANDBOX_PAYMENT_KEY'] ?? 'SANDBOXKEY',
    salt: process.env['SANDBOX_PAYMENT_SALT'] ?? 'sandbox-salt-kept-on-the-server',
  };
}
