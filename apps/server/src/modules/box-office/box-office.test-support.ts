import { adultAndChild } from '../../test/factories-events.js';

/** A desk's event in the box office's API tests: Adult and Child, both sold at the door unless Adult is given another channel. */
export const doorTickets = (adultChannel = 'ONLINE_AND_DOOR') => adultAndChild(adultChannel);
