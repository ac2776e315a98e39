import { Button, Drawer } from '@blueprintjs/core';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { dashboardMessages } from './dashboard.messages.js';

export interface SideDrawerProps {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  /** The heading, which also names the dialog. */
  readonly title: ReactNode;
  readonly className?: string;
  readonly children: ReactNode;
  readonly footer?: ReactNode;
}

/**
 * A drawer from the right as the dashboard uses it: a labelled modal dialog with a heading and a
 * close button in the user's language; focus stays inside, Escape closes the topmost one, and
 * below 768 px it fills the screen with the page's scrolling locked (dashboard.css).
 */
export function SideDrawer({ isOpen, onClose, title, className, children, footer }: SideDrawerProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Drawer isOpen={isOpen} onClose={onClose} className={`tolk-side-drawer ${className ?? ''}`}>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="tolk-side-drawer-frame">
        <div className="tolk-side-drawer-header">
          <h2 id={titleId} className="tolk-side-drawer-title">
            {title}
          </h2>
          <Button variant="minimal" icon="cross" aria-label={intl.formatMessage(dashboardMessages.close)} onClick={onClose} />
        </div>
        <div className="tolk-side-drawer-body">{children}</div>
        {footer ? <div className="tolk-side-drawer-footer">{footer}</div> : null}
      </div>
    </Drawer>
  );
}
