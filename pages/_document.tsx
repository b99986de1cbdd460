import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import { activeBrand } from '@/brands/active';
import { fontPreloads } from '@/theme/fontPreloads';

// `nonce` is what Next read from the request's Content-Security-Policy (set by the middleware).
export default function Document({ nonce, __NEXT_DATA__ }: DocumentProps) {
  return (
    // next-themes sets the colour-mode class on <html> before React hydrates.
    <Html lang="en" suppressHydrationWarning>
      <Head nonce={nonce}>
        <link rel="icon" href={activeBrand.faviconUrl} sizes="any" />
        <link rel="icon" href={activeBrand.faviconSvgUrl} type="image/svg+xml" />
        <link rel="apple-touch-icon" href={activeBrand.icon192Url} />
        <link rel="manifest" href="/manifest.webmanifest" />
        <meta name="theme-color" content={activeBrand.primaryColor} />
        {fontPreloads(activeBrand.code, __NEXT_DATA__.page).map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
      </Head>
      <body>
        <Main />
        <NextScript nonce={nonce} />
      </body>
    </Html>
  );
}
