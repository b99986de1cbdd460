import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import { activeBrand } from '@/brands/active';

// `nonce` is what Next read from the request's Content-Security-Policy (set by the middleware).
export default function Document({ nonce }: DocumentProps) {
  return (
    // next-themes sets the colour-mode class on <html> before React hydrates.
    <Html lang="en" suppressHydrationWarning>
      <Head nonce={nonce}>
        <link rel="icon" href={activeBrand.faviconUrl} sizes="any" />
        <link rel="icon" href={activeBrand.faviconSvgUrl} type="image/svg+xml" />
        <link rel="apple-touch-icon" href={activeBrand.icon192Url} />
        <link rel="manifest" href="/manifest.webmanifest" />
        <meta name="theme-color" content={activeBrand.primaryColor} />
      </Head>
      <body>
        <Main />
        <NextScript nonce={nonce} />
      </body>
    </Html>
  );
}
