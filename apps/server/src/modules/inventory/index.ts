export { holdPlaces, placesAvailable, releaseHeldPlaces, returnSoldPlaces, sellHeldPlaces, sellPlacesOffline } from './places.js';
