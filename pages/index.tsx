import type { GetServerSideProps } from 'next';

// The account area has no landing screen of its own yet, so the start page is sign-in.
export const getServerSideProps: GetServerSideProps = async () => ({
  redirect: { destination: '/auth', permanent: false },
});

export default function StartPage() {
  return null;
}
