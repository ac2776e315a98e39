import { Classes, type PopoverNextProps } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState, type ReactElement, type ReactNode } from 'react';
import type { LazyPart } from './lazy-part.js';
import { usePartWhenAsked } from './use-part-when-asked.js';
import './popover-on-demand.css';

/** What Blueprint's popover draws its button with (`renderTarget`'s props), or the stand-in before it. */
export type MenuTargetProps = Parameters<NonNullable<PopoverNextProps['renderTarget']>>[0];

/**
 * A header menu whose popover is a chunk of its own, `popover` (with Blueprint's popover, floating-ui
 * and the menu's entries: about 20 KiB gzip the dashboard no longer loads, docs/decisions.md). Until
 * the menu first opens, its button is drawn alone by `renderTarget`, as the popover will draw it;
 * pressing it asks for the menu (and tells `onOpen`, for a menu whose store says when it is open). The
 * chunk is fetched as the pointer or the focus comes to the button, or when the menu is asked for or
 * is to open (`isOpen`, also by a shortcut); from then on `children` draws the popover, button and
 * all. A chunk that cannot be fetched offline is toasted like any lost connection, and the menu stays
 * closed (`onUnavailable`) until it is asked for again.
 */
export const PopoverOnDemand = observer(function PopoverOnDemand<M>({
  isOpen = false,
  popover,
  onOpen,
  onUnavailable,
  renderTarget,
  children,
}: {
  readonly isOpen?: boolean;
  readonly popover: LazyPart<M>;
  readonly onOpen?: () => void;
  readonly onUnavailable?: () => void;
  readonly renderTarget: (props: MenuTargetProps) => ReactElement;
  readonly children: (popover: M) => ReactNode;
}) {
  const [asked, setAsked] = useState(false);
  const wanted = isOpen || asked;
  const [opened, setOpened] = useState(wanted);
  // Set during render (React's pattern for state that follows a prop): no frame of the stand-in in between.
  if (wanted && !opened) setOpened(true);
  const loaded = usePartWhenAsked(popover, wanted, () => {
    setAsked(false);
    onUnavailable?.();
  });
  if (opened && loaded !== null) return <>{children(loaded)}</>;
  return (
    <span className="tolk-popover-on-demand" onPointerEnter={popover.preload} onFocus={popover.preload}>
      {renderTarget({
        ref: null,
        isOpen: false,
        className: Classes.POPOVER_TARGET,
        'aria-haspopup': 'menu',
        'aria-expanded': false,
        onClick: () => {
          setAsked(true);
          onOpen?.();
        },
      })}
    </span>
  );
});
