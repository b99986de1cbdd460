import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/poppins/600.css';
import '@fontsource/montserrat/700.css';

import type { NormalizedCacheObject } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import App, { type AppContext, type AppProps } from 'next/app';
import Head from 'next/head';
import { ThemeProvider } from 'next-themes';
import { parseCookies } from 'nookies';
import { activeBrand } from '@/brands/active';
import { ChatProvider } from '@/components/chat/ChatProvider';
import { PartnerGate } from '@/components/partner/PartnerGate';
import { prefetchPartner } from '@/components/partner/prefetchPartner';
import { createServerApolloClient } from '@/lib/apollo/serverClient';
import { useAppApolloClient } from '@/lib/apollo/useAppApolloClient';
import { TOKEN_COOKIE } from '@/lib/session/cookieStore';
import { createBrandSystem } from '@/theme/system';

const system = createBrandSystem(activeBrand);

type AgentAppProps = AppProps & { apolloState?: NormalizedCacheObject };

export default function AgentApp({ Component, pageProps, apolloState }: AgentAppProps) {
  const client = useAppApolloClient(apolloState);
  return (
    <>
      <Head>
        <title>{`Agent ${activeBrand.name}`}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <ChakraProvider value={system}>
        <ThemeProvider attribute="class" defaultTheme="light" enableSystem={false} disableTransitionOnChange>
          <ApolloProvider client={client}>
            <ChatProvider>
              <PartnerGate>
                <Component {...pageProps} />
              </PartnerGate>
            </ChatProvider>
          </ApolloProvider>
        </ThemeProvider>
      </ChakraProvider>
    </>
  );
}

// Every request is rendered on the server with the partner already fetched, so the first paint is content.
AgentApp.getInitialProps = async (appContext: AppContext) => {
  const appProps = await App.getInitialProps(appContext);
  // No request: a browser-side navigation (the client cache has the partner) or a page generated at build.
  if (!appContext.ctx.req) return appProps;
  const client = createServerApolloClient({ token: parseCookies(appContext.ctx)[TOKEN_COOKIE] });
  await prefetchPartner(client);
  return { ...appProps, apolloState: client.cache.extract() as NormalizedCacheObject };
};
