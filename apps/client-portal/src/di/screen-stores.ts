import { problemMessages } from '@tolk/ui';
import type { RootStore } from '../app/root-store.js';
import { AssignmentDetailStore } from '../features/assignment-detail/assignment-detail-store.js';
import { CancelAssignmentStore } from '../features/cancel-assignment/cancel-assignment-store.js';
import { OrderSearchStore, type SearchNotice } from '../features/dashboard/order-search-store.js';
import { AssignmentListStore } from '../features/my-assignments/assignment-list-store.js';
import { ChooseOrderStore } from '../features/quality/choose-order-store.js';
import { DeviationFormStore } from '../features/quality/deviation-form-store.js';
import { QualityStore } from '../features/quality/quality-store.js';
import { ReleaseBannerStore } from '../features/release-news/release-banner-store.js';
import { ChangePasswordStore } from '../features/reset-password/change-password-store.js';
import { newPasswordThen, resetPasswordSaver } from '../features/reset-password/new-password-store.js';
import { SearchResultStore } from '../features/search-result/search-result-store.js';

type Rest<T extends abstract new (...args: never) => unknown> =
  ConstructorParameters<T> extends [unknown, ...infer R] ? R : never;

/**
 * The logged-in screens' own stores, made when a screen opens (each lives as long as its screen), built here
 * in the composition root like every other store: a screen asks for its store with what only the
 * screen knows (its route's state, where to go next), never with ports (issue 11).
 */
export function screenStores(root: () => RootStore) {
  return {
    changePassword: () => new ChangePasswordStore(root().account.changePassword, root().notifier),
    /** /reset-password: the logged-in user's new password; `done` after it is saved. */
    resetPassword: (done: () => void) => newPasswordThen(resetPasswordSaver(root().account.resetPassword, root().notifier), done),
    searchResult: () => new SearchResultStore(root().followUp.source, root().followUp.search),
    orderSearch: (notice: (notice: SearchNotice) => void) =>
      new OrderSearchStore(
        root().searchByOrderNumber,
        {
          openDetail: (assignment, siblings) => root().assignmentDrawer.open(assignment, siblings),
          showDay: (day) => root().dashboard.goTo(day),
        },
        notice,
      ),
    assignmentList: (...rest: Rest<typeof AssignmentListStore>) =>
      new AssignmentListStore(
        {
          source: root().followUp.source,
          search: root().followUp.search,
          clock: root().clock,
          onLoaded: (rows) => root().assignmentDrawer.replace(rows),
        },
        ...rest,
      ),
    assignmentDetail: () =>
      new AssignmentDetailStore({
        drawer: root().assignmentDrawer,
        notifications: root().notifications,
        services: root().followUp.services,
        files: root().followUp.files,
        clock: root().clock,
        onChanged: () => void root().assignments.forceRefresh(),
      }),
    cancelAssignment: () =>
      new CancelAssignmentStore({
        lookup: root().followUp.lookup,
        cancellations: root().followUp.cancellations,
        services: root().followUp.services,
        clock: root().clock,
        onCancelled: (id) => {
          void root().assignments.forceRefresh();
          root().assignmentDrawer.closeIfShowing(id);
        },
      }),
    chooseOrder: () => new ChooseOrderStore(root().searchByOrderNumber),
    quality: (...rest: Rest<typeof QualityStore>) =>
      new QualityStore({ deviations: root().quality.deviations, clock: root().clock }, ...rest),
    deviationForm: (...rest: Rest<typeof DeviationFormStore>) =>
      new DeviationFormStore(
        {
          deviations: root().quality.deviations,
          mailer: root().quality.mailer,
          clock: root().clock,
          drafts: root().quality.drafts,
          commonError: () => root().notifier.say(problemMessages.somethingWentWrong, 'danger'),
          profile: () => root().profile.profile,
          reasons: () => root().feedback.reasons,
        },
        ...rest,
      ),
    releaseBanner: (latest: ConstructorParameters<typeof ReleaseBannerStore>[0]) =>
      new ReleaseBannerStore(latest, root().account.bannerState, root().clock),
  };
}

export type ScreenStores = ReturnType<typeof screenStores>;
