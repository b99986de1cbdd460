import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import type { JSX } from 'react';
import { activeBrand } from '@/brands/active';
import { paintFirstScripts } from '@/lib/pages/paintFirstScripts';
import { fontPreloads } from '@/theme/fontPreloads';

type DocumentFiles = Parameters<Head['getScripts']>[0];

/** Next's head, with the page's scripts run after its first paint (lib/pages/paintFirstScripts). */
class PaintFirstHead extends Head {
  getDynamicChunks(files: DocumentFiles) {
    return paintFirstScripts(super.getDynamicChunks(files), this.props.nonce) as (JSX.Element | null)[];
  }

  getScripts(files: DocumentFiles) {
    return paintFirstScripts(super.getScripts(files), this.props.nonce) as JSX.Element[];
  }
}

// `nonce` is what Next read from the request's Content-Security-Policy (set by the middleware).
export default function Document({ nonce, __NEXT_DATA__ }: DocumentProps) {
  return (
    // next-themes sets the colour-mode class on <html> before React hydrates.
    <Html lang="en" suppressHydrationWarning>
      <PaintFirstHead nonce={nonce}>
        <link rel="icon" href={activeBrand.faviconUrl} sizes="any" />
        <link rel="icon" href={activeBrand.faviconSvgUrl} type="image/svg+xml" />
        <link rel="apple-touch-icon" href={activeBrand.icon192Url} />
        <link rel="manifest" href="/manifest.webmanifest" />
        <meta name="theme-color" content={activeBrand.primaryColor} />
        {fontPreloads(activeBrand.code, __NEXT_DATA__.page).map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
      </PaintFirstHead>
      <body>
        <Main />
        <NextScript nonce={nonce} />
      </body>
    </Html>
  );
}
