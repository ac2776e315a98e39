import { NavLinkButton } from '@tolk/ui';
import { myAssignmentsMessages } from './my-assignments.messages.js';
import './my-assignments.css';

const isMyAssignments = (pathname: string) => pathname.startsWith('/my-assignment');

/** The header's way to /my-assignment. */
export function MyAssignmentsNavLink() {
  return <NavLinkButton to="/my-assignment" icon="th-list" label={myAssignmentsMessages.title} isCurrent={isMyAssignments} />;
}
