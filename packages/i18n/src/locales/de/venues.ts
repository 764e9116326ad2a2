import type venues from '../en/venues.js';

const deVenues: typeof venues = {};
export default deVenues;
