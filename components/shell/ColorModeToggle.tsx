import { IconButton } from '@chakra-ui/react';
import { useTheme } from 'next-themes';
import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/** Switches between light and dark; next-themes keeps the choice in localStorage. */
export function ColorModeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  // The stored mode is only known in the browser: render a stable button on the server.
  const mounted = useSyncExternalStore(subscribeNever, () => true, () => false);
  const isDark = mounted && resolvedTheme === 'dark';
  const label = isDark ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <IconButton
      aria-label={label}
      title={label}
      variant="ghost"
      size="sm"
      color="inherit"
      onClick={() => setTheme(isDark ? 'light' : 'dark')}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        {isDark ? (
          <path d="M12 3v2m0 14v2m9-9h-2M5 12H3m15.36-6.36-1.41 1.41M7.05 16.95l-1.41 1.41m0-11.72 1.41 1.41m9.9 9.9 1.41 1.41M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0Z" />
        ) : (
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />
        )}
      </svg>
    </IconButton>
  );
}
