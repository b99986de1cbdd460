import { brands, defaultBrandCode, isBrandCode } from '.';

// NEXT_PUBLIC_BRAND is set by next.config.js from BRAND and inlined at build time.
const code = process.env.NEXT_PUBLIC_BRAND;

export const activeBrand = brands[isBrandCode(code) ? code : defaultBrandCode];

export const activePartnerCode = process.env.NEXT_PUBLIC_PARTNER_CODE?.trim() || activeBrand.partnerCode;
