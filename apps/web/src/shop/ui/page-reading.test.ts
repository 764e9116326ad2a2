import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR } from '../api/http';
import { failedReading } from './page-reading';

describe('failedReading', () => {
  it('tells a thing that is not there (404) from one that was not read', () => {
    expect(failedReading(new ApiError(404, 'notFound', 'Event not found'))).toEqual({ state: 'failed', notFound: true });
    expect(failedReading(new ApiError(500, 'internal', 'Boom'))).toEqual({ state: 'failed', notFound: false });
    // A link cut short: its id is no id, so nothing is there to try again for.
    const cutShort = new ApiError(400, 'validation_failed', 'Invalid input: params.id', { 'params.id': 'Must be a valid id' });
    expect(failedReading(cutShort)).toEqual({ state: 'failed', notFound: true });
    expect(failedReading(new ApiError(400, 'validation_failed', 'Invalid input: month', { month: 'Bad' }))).toEqual({
      state: 'failed',
      notFound: false,
    });
    expect(failedReading(new ApiError(NETWORK_ERROR, 'network', 'offline'))).toEqual({ state: 'failed', notFound: false });
  });

  it('tells an event canceled by staff from one not there', () => {
    const canceled = new ApiError(404, 'not_found', 'This event has been canceled', {}, { reason: 'shop.eventCanceled' });
    expect(failedReading(canceled)).toEqual({ state: 'failed', notFound: true, canceled: true });
    const unknown = new ApiError(404, 'not_found', 'Event not found', {}, { reason: 'notFound.event' });
    expect(failedReading(unknown)).toEqual({ state: 'failed', notFound: true });
  });

  it('takes anything thrown that is not an answer of ours as not read', () => {
    expect(failedReading(new TypeError('Failed to fetch'))).toEqual({ state: 'failed', notFound: false });
    expect(failedReading(undefined)).toEqual({ state: 'failed', notFound: false });
  });
});
