import { describe, expect, it } from '@jest/globals';
import { replaceExcluded, replaceIncluded } from './include-exclude.js';

describe('included and excluded permissions', () => {
  it('including a permission removes it from the excluded list', () => {
    expect(replaceIncluded({ included: [1], excluded: [2, 3] }, [1, 2])).toEqual({ included: [1, 2], excluded: [3] });
  });

  it('excluding a permission removes it from the included list', () => {
    expect(replaceExcluded({ included: [1, 2], excluded: [] }, [2])).toEqual({ included: [1], excluded: [2] });
  });

  it('replacing with an empty list clears it and leaves the other list alone', () => {
    expect(replaceIncluded({ included: [1, 2], excluded: [3] }, [])).toEqual({ included: [], excluded: [3] });
  });

  it('drops repeats', () => {
    expect(replaceExcluded({ included: [], excluded: [] }, [4, 4, 5])).toEqual({ included: [], excluded: [4, 5] });
  });
});
