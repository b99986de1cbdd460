import type { Brand } from './types';

export const redBrand: Brand = {
  code: 'red',
  name: 'Redwave Protect',
  partnerCode: 'REDWAVE-NG',
  primaryColor: '#F22121E5',
  headingFont: "'Montserrat', system-ui, sans-serif",
  logoUrl: '/brands/red/logo.svg',
  faviconUrl: '/brands/red/favicon.ico',
  faviconSvgUrl: '/brands/red/favicon.svg',
  icon192Url: '/brands/red/icon-192.png',
  icon512Url: '/brands/red/icon-512.png',
  termsUrl: '/brands/red/terms.pdf',
  flags: { showPoweredBy: false, enableSelfSignup: false },
};
