export { createBuckets, setBucketCapacity } from './buckets.js';
export { holdPlaces, placesAvailable, releaseHeldPlaces, returnSoldPlaces, sellHeldPlaces, sellPlacesOffline } from './places.js';
