import type { GetServerSideProps } from 'next';

// The start page is sign-in; the middleware sends an agent who is signed in on to the dashboard.
export const getServerSideProps: GetServerSideProps = async () => ({
  redirect: { destination: '/auth', permanent: false },
});

export default function StartPage() {
  return null;
}
