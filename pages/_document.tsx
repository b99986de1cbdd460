import { Head, Html, Main, NextScript } from 'next/document';
import { activeBrand } from '@/brands/active';

export default function Document() {
  return (
    // next-themes sets the colour-mode class on <html> before React hydrates.
    <Html lang="en" suppressHydrationWarning>
      <Head>
        <link rel="icon" href={activeBrand.faviconUrl} sizes="any" />
        <link rel="icon" href={activeBrand.faviconSvgUrl} type="image/svg+xml" />
        <link rel="apple-touch-icon" href={activeBrand.icon192Url} />
        <link rel="manifest" href="/manifest.webmanifest" />
        <meta name="theme-color" content={activeBrand.primaryColor} />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
