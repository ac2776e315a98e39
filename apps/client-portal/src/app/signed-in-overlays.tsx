import { AssignmentDrawer } from '../features/assignment-detail/assignment-drawer.js';
import { ChooseAssignmentDialog } from '../features/booking-menu/choose-assignment-dialog.js';
import { RatingDialog } from '../features/feedback/rating-dialog.js';

/**
 * The drawer and dialogs any logged-in page may open: the assignment's detail drawer (and its
 * notification history), the booking menu's choice of assignment and the rating dialog. A chunk of
 * its own, fetched at the user's first input or when one of them is first opened (signed-in-chrome.tsx).
 */
export function SignedInOverlays() {
  return (
    <>
      <AssignmentDrawer />
      <ChooseAssignmentDialog />
      <RatingDialog />
    </>
  );
}
