import cardStates from '../../../rules/catalogues/card-states.json';
import cashoutCodes from '../../../rules/catalogues/cashout-codes.json';
import closureChecks from '../../../rules/catalogues/closure-checks.json';
import closureReasons from '../../../rules/catalogues/closure-reasons.json';
import disputeReasons from '../../../rules/catalogues/dispute-reasons.json';
import transactionStatusMeanings from '../../../rules/catalogues/transaction-status-meanings.json';
import coolingOffStates from '../../../rules/catalogues/cooling-off-states.json';
import countries from '../../../rules/catalogues/countries.json';
import deviceKinds from '../../../rules/catalogues/device-kinds.json';
import documentTypes from '../../../rules/catalogues/document-types.json';
import httpStatus from '../../../rules/catalogues/http-status.json';
import ifscBanks from '../../../rules/catalogues/ifsc-banks.json';
import indianStates from '../../../rules/catalogues/indian-states.json';
import kycFailureReasons from '../../../rules/catalogues/kyc-failure-reasons.json';
import kycTypes from '../../../rules/catalogues/kyc-types.json';
import kycUpgradeMethods from '../../../rules/catalogues/kyc-upgrade-methods.json';
import migratedTypeDirections from '../../../rules/catalogues/migrated-type-directions.json';
import migrationCodes from '../../../rules/catalogues/migration-codes.json';
import migrationTransactionTypes from '../../../rules/catalogues/migration-transaction-types.json';
import networkErrors from '../../../rules/catalogues/network-errors.json';
import onboardingCodes from '../../../rules/catalogues/onboarding-codes.json';
import otherMessages from '../../../rules/catalogues/other-messages.json';
import pageNotices from '../../../rules/catalogues/page-notices.json';
import permissionHints from '../../../rules/catalogues/permission-hints.json';
import registrationErrors from '../../../rules/catalogues/registration-errors.json';
import requestAuthors from '../../../rules/catalogues/request-authors.json';
import requestStatus from '../../../rules/catalogues/request-status.json';
import responseCodes from '../../../rules/catalogues/response-codes.json';
import retryHints from '../../../rules/catalogues/retry-hints.json';
import sessionStates from '../../../rules/catalogues/session-states.json';
import textBodies from '../../../rules/catalogues/text-bodies.json';
import transactionStatus from '../../../rules/catalogues/transaction-status.json';
import transactionTypes from '../../../rules/catalogues/transaction-types.json';
import walletStatus from '../../../rules/catalogues/wallet-status.json';
import type { CatalogueFile } from './catalogue';

/**
 * The catalogues of rules/catalogues/, typed. JSON imports widen enums to string; the config
 * check validates every file against schemas/config/catalogue.schema.json, which is what makes
 * these assertions true. Read them through catalogues.ts, which the browser's bundle loads on first
 * need.
 */
export const catalogueFiles = {
  responseCodes: responseCodes as CatalogueFile,
  retryHints: retryHints as CatalogueFile,
  httpStatus: httpStatus as CatalogueFile,
  networkErrors: networkErrors as CatalogueFile,
  cashoutCodes: cashoutCodes as CatalogueFile,
  textBodies: textBodies as CatalogueFile,
  onboardingCodes: onboardingCodes as CatalogueFile,
  registrationErrors: registrationErrors as CatalogueFile,
  migrationCodes: migrationCodes as CatalogueFile,
  otherMessages: otherMessages as CatalogueFile,
  pageNotices: pageNotices as CatalogueFile,
  permissionHints: permissionHints as CatalogueFile,
  requestStatus: requestStatus as CatalogueFile,
  requestAuthors: requestAuthors as CatalogueFile,
  migrationTransactionTypes: migrationTransactionTypes as CatalogueFile,
  migratedTypeDirections: migratedTypeDirections as CatalogueFile,
  documentTypes: documentTypes as CatalogueFile,
  walletStatus: walletStatus as CatalogueFile,
  kycFailureReasons: kycFailureReasons as CatalogueFile,
  kycTypes: kycTypes as CatalogueFile,
  kycUpgradeMethods: kycUpgradeMethods as CatalogueFile,
  cardStates: cardStates as CatalogueFile,
  transactionTypes: transactionTypes as CatalogueFile,
  transactionStatus: transactionStatus as CatalogueFile,
  coolingOffStates: coolingOffStates as CatalogueFile,
  deviceKinds: deviceKinds as CatalogueFile,
  sessionStates: sessionStates as CatalogueFile,
  countries: countries as CatalogueFile,
  indianStates: indianStates as CatalogueFile,
  ifscBanks: ifscBanks as CatalogueFile,
  closureChecks: closureChecks as CatalogueFile,
  closureReasons: closureReasons as CatalogueFile,
  disputeReasons: disputeReasons as CatalogueFile,
  transactionStatusMeanings: transactionStatusMeanings as CatalogueFile,
} as const;


export type Catalogues = typeof catalogueFiles;
