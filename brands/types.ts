export const brandCodes = ['generic', 'yellow', 'red', 'uk'] as const;

export type BrandCode = (typeof brandCodes)[number];

export interface BrandFlags {
  /** A "Powered by DeviceCover" footer. */
  showPoweredBy: boolean;
  /** A sign-up link on /auth. */
  enableSelfSignup: boolean;
}

export interface Brand {
  code: BrandCode;
  /** Shown in the document title as `Agent <name>`. */
  name: string;
  /** The partner record the app loads at start-up (overridable by NEXT_PUBLIC_PARTNER_CODE). */
  partnerCode: string;
  primaryColor: string;
  /** CSS font-family stack for headings; the font files come from an npm @fontsource package. */
  headingFont: string;
  logoUrl: string;
  faviconUrl: string;
  faviconSvgUrl: string;
  icon192Url: string;
  icon512Url: string;
  termsUrl: string;
  flags: BrandFlags;
}
