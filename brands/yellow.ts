import type { Brand } from './types';

export const yellowBrand: Brand = {
  code: 'yellow',
  name: 'Sunline Protect',
  partnerCode: 'SUNLINE-NG',
  primaryColor: '#ffcb05',
  headingFont: "'Poppins', system-ui, sans-serif",
  logoUrl: '/brands/yellow/logo.svg',
  faviconUrl: '/brands/yellow/favicon.ico',
  faviconSvgUrl: '/brands/yellow/favicon.svg',
  icon192Url: '/brands/yellow/icon-192.png',
  icon512Url: '/brands/yellow/icon-512.png',
  termsUrl: '/brands/yellow/terms.pdf',
  flags: { showPoweredBy: false, enableSelfSignup: false },
};
