import type { GetServerSideProps } from 'next';

// /account has no screen of its own: the dashboard is where the day starts.
export const getServerSideProps: GetServerSideProps = async () => ({
  redirect: { destination: '/account/dashboard', permanent: false },
});

export default function AccountIndexPage() {
  return null;
}
