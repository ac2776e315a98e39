import type { Catalogue } from '@tolk/ui';

export const requestsEnglish: Catalogue = {
  'requests.heading': 'Assignment requests',
  'requests.none': 'You have no requests right now.',
  'requests.loadFailed': 'The requests could not be fetched. We will try again shortly.',
  'requests.accept': 'Accept',
  'requests.reject': 'Reject',
  'requests.accepted': 'Assignment {number} is yours. It is now among your upcoming assignments.',
  'requests.declined': 'You have rejected request {number}. It passes to another interpreter.',
  'requests.cannotAccept': 'Cannot accept this assignment.',
  'requests.confirmReject': 'Reject request {number}? It then passes to another interpreter.',
  'requests.keep': 'Keep the request',
  'requests.answerWithin': 'Answer within {minutes, plural, one {# minute} other {# minutes}}',
  'requests.expired': 'The time to answer has run out',
  'requests.requestedYou': 'The customer asked for you',
  'requests.substitute': 'Substitute language',
  'requests.levelRequired': 'Requires competence level {level}',
  'requests.maleRequired': 'Requires a male interpreter',
  'requests.femaleRequired': 'Requires a female interpreter',
  'requests.remote': 'Remote',
  'requests.requestLabel': 'Request {number}',
};
