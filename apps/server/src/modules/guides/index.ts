/**
 * Guides of events and occurrences: who is assigned, and who may be. The only writer of
 * `guide_assignments`; events reads and replaces them through these functions.
 */
export { guidesOfEvent, guidesOfEvents, isGuideOf, replaceGuides, type GuideAssignment } from './guide-assignments.service.js';
export { canGuide } from './guides.policy.js';
