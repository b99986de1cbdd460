import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/poppins/600.css';
import '@fontsource/montserrat/700.css';
import '@/lib/security/zodWithoutEval';

import type { NormalizedCacheObject } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import App, { type AppContext, type AppProps } from 'next/app';
import Head from 'next/head';
import { ThemeProvider } from 'next-themes';
import { parseCookies } from 'nookies';
import { useState } from 'react';
import { activeBrand } from '@/brands/active';
import { ChatProvider } from '@/components/chat/ChatProvider';
import { PartnerGate } from '@/components/partner/PartnerGate';
import { prefetchPartner } from '@/components/partner/prefetchPartner';
import { createServerApolloClient } from '@/lib/apollo/serverClient';
import { useAppApolloClient } from '@/lib/apollo/useAppApolloClient';
import { requestNonce } from '@/lib/security/nonce';
import { TOKEN_COOKIE } from '@/lib/session/cookieStore';
import { createBrandSystem } from '@/theme/system';

const system = createBrandSystem(activeBrand);

/** `nonce`: the Content-Security-Policy nonce of the server render (in __NEXT_DATA__ for the browser). */
type AgentAppProps = AppProps & { apolloState?: NormalizedCacheObject; nonce?: string };

export default function AgentApp({ Component, pageProps, apolloState, nonce }: AgentAppProps) {
  const client = useAppApolloClient(apolloState);
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
        <ChakraProvider value={system}>
          <ThemeProvider attribute="class" defaultTheme="light" enableSystem={false} disableTransitionOnChange nonce={documentNonce}>
            <ApolloProvider client={client}>
              <ChatProvider nonce={documentNonce}>
                <PartnerGate>
                  <Component {...pageProps} />
                </PartnerGate>
              </ChatProvider>
            </ApolloProvider>
          </ThemeProvider>
        </ChakraProvider>
      </CacheProvider>
    </>
  );
}

// Every request is rendered on the server with the partner already fetched, so the first paint is content.
AgentApp.getInitialProps = async (appContext: AppContext) => {
  const appProps = await App.getInitialProps(appContext);
  // No request: a browser-side navigation (the client cache has the partner) or a page generated at build.
  if (!appContext.ctx.req) return appProps;
  const client = createServerApolloClient({ token: parseCookies(appContext.ctx)[TOKEN_COOKIE], visitor: appContext.ctx.req });
  await prefetchPartner(client);
  return { ...appProps, apolloState: client.cache.extract() as NormalizedCacheObject, nonce: requestNonce(appContext.ctx.req) };
};
