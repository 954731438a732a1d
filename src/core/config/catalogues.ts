import cashoutCodes from '../../../rules/catalogues/cashout-codes.json';
import httpStatus from '../../../rules/catalogues/http-status.json';
import networkErrors from '../../../rules/catalogues/network-errors.json';
import responseCodes from '../../../rules/catalogues/response-codes.json';
import type { CatalogueFile } from './catalogue';

/**
 * The catalogues of rules/catalogues/, typed. JSON imports widen enums to string; the config
 * check validates every file against schemas/config/catalogue.schema.json, which is what makes
 * these assertions true.
 */
export const catalogues = {
  responseCodes: responseCodes as CatalogueFile,
  httpStatus: httpStatus as CatalogueFile,
  networkErrors: networkErrors as CatalogueFile,
  cashoutCodes: cashoutCodes as CatalogueFile,
} as const;
