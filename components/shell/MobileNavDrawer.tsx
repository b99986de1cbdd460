import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface MobileNavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns when the drawer closes (the menu button). */
  returnFocusTo: () => HTMLElement | null;
  children: ReactNode;
}

/** The sidebar below 768 px. Loaded on the first open only: dialogs are among Chakra's heavier parts. */
export function MobileNavDrawer({ open, onOpenChange, returnFocusTo, children }: MobileNavDrawerProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start" finalFocusEl={returnFocusTo}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxWidth="xs">
            <Drawer.Header paddingBottom="0">
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body paddingX="0">{children}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
