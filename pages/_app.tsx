import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/poppins/600.css';
import '@fontsource/montserrat/700.css';
import '@/theme/fonts/subsets.css';
import 'brand-global-css';

import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import App, { type AppContext, type AppProps } from 'next/app';
import Head from 'next/head';
import { ThemeProvider } from 'next-themes';
import { Activity, useEffect, useState } from 'react';
import { activeBrand } from '@/brands/active';
import { ChatProvider } from '@/components/chat/ChatProvider';
import { PartnerGate } from '@/components/partner/PartnerGate';
import type { ServerAppProps } from '@/components/partner/serverAppProps';
import { markHydrated } from '@/lib/pages/hydration';
import { createBrowserBrandSystem } from '@/theme/system';

// Its global CSS is the stylesheet imported above, built ahead for the brand: nothing to compute or inject
// here. It is not built as this module loads (the phone's first long task, every module of the page
// evaluated at once) but in a task of its own, queued now on the channel React's scheduler also uses: it
// runs after that evaluation and before React's first render, which React queues later. Three shorter
// tasks block a phone less than two long ones. Whichever runs first builds it; the other finds it built.
let system: ReturnType<typeof createBrowserBrandSystem> | undefined;
const brandSystem = () => (system ??= createBrowserBrandSystem(activeBrand));
if (typeof MessageChannel !== 'undefined' && typeof window !== 'undefined') {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    brandSystem();
  };
  channel.port2.postMessage(null);
}

/**
 * `partner`: what the server render received (absent after a browser-side navigation: the gate keeps the
 * first). `nonce`: the Content-Security-Policy nonce of the server render (in __NEXT_DATA__ for the browser).
 */
type AgentAppProps = AppProps & ServerAppProps;

export default function AgentApp({ Component, pageProps, partner, nonce }: AgentAppProps) {
  // The first render's nonce stays: navigating in the browser keeps the document and so its policy.
  const [documentNonce] = useState(nonce);
  const [styleCache] = useState(() => createCache({ key: 'css', nonce: documentNonce }));
  return (
    <>
      <Head>
        <title>{`Agent ${activeBrand.name}`}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <CacheProvider value={styleCache}>
        <ChakraProvider value={brandSystem()}>
          <ThemeProvider attribute="class" defaultTheme="light" enableSystem={false} disableTransitionOnChange nonce={documentNonce}>
            <ChatProvider nonce={documentNonce}>
              <PartnerGate partner={partner}>
                {/* The page hydrates apart from the providers, in slices the phone can answer taps between. */}
                <Activity mode="visible">
                  <Component {...pageProps} />
                  <PageHydrated />
                </Activity>
              </PartnerGate>
              {/* Without the server's partner the gate shows its own screens first: they are the page then. */}
              {partner ? null : <PageHydrated />}
            </ChatProvider>
          </ThemeProvider>
        </ChakraProvider>
      </CacheProvider>
    </>
  );
}

/** Its effect runs in the commit that hydrates the page (its sibling): from then on the page's forms answer. */
function PageHydrated() {
  useEffect(markHydrated, []);
  return null;
}

// Every request is rendered on the server with the partner already fetched, so the first paint is content.
AgentApp.getInitialProps = async (appContext: AppContext) => {
  const appProps = await App.getInitialProps(appContext);
  // No request: a browser-side navigation (the gate has the partner) or a page generated at build.
  if (!appContext.ctx.req) return appProps;
  // Server-only code, loaded here so the browser's bundle does not carry it.
  const { serverAppProps } = await import('@/components/partner/serverAppProps');
  return { ...appProps, ...(await serverAppProps(appContext.ctx)) };
};
