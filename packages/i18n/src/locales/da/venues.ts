import type venues from '../en/venues.js';

const daVenues: typeof venues = {};
export default daVenues;
