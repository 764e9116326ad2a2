export { createBuckets, removeTicketTypeBuckets, setBucketCapacity } from './buckets.js';
export {
  holdPlaces,
  holdPlacesAtCommit,
  placesAvailable,
  refusedBucket,
  releaseHeldPlaces,
  returnSoldPlaces,
  sellHeldPlaces,
  sellPlacesOffline,
} from './places.js';
