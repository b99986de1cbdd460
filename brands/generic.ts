import type { Brand } from './types';

export const genericBrand: Brand = {
  code: 'generic',
  name: 'DeviceCover',
  partnerCode: 'DEVICECOVER',
  primaryColor: '#57AFE9',
  headingFont: "'Inter', system-ui, sans-serif",
  logoUrl: '/brands/generic/logo.svg',
  faviconUrl: '/brands/generic/favicon.ico',
  faviconSvgUrl: '/brands/generic/favicon.svg',
  icon192Url: '/brands/generic/icon-192.png',
  icon512Url: '/brands/generic/icon-512.png',
  termsUrl: '/brands/generic/terms.pdf',
  flags: { showPoweredBy: false, enableSelfSignup: false },
};
