import { PageMessage } from '@/components/ui/PageMessage';

export interface ComingSoonProps {
  /** The section's name, as in the sidebar. */
  title: string;
}

/** A section whose screen is not built yet says so plainly: no placeholder data. */
export function ComingSoon({ title }: ComingSoonProps) {
  return <PageMessage title={title} message="This section is coming soon." link={{ href: '/account/dashboard', label: 'Back to the dashboard' }} />;
}
