import { RememberedChoices } from './remembered-choices';

describe('remembered free-tier choices', () => {
  let clock = 0;
  const choices = () => new RememberedChoices(30_000, () => clock);
  beforeEach(() => (clock = 1_000));

  it('keeps an answer from accounts until it is 30 s old', () => {
    const remembered = choices();
    remembered.answered('ptn_a', ['c1'], remembered.asking());
    clock += 29_999;
    expect(remembered.fresh('ptn_a')).toEqual(['c1']);
    clock += 1;
    expect(remembered.fresh('ptn_a')).toBeUndefined();
  });

  it('uses an announced choice at once and keeps an answer asked before it from replacing it', () => {
    const remembered = choices();
    const askedAt = remembered.asking();
    clock += 5;
    remembered.announced('ptn_a', ['new']);
    clock += 5;
    remembered.answered('ptn_a', ['old'], askedAt);
    expect(remembered.fresh('ptn_a')).toEqual(['new']);
  });

  it('forgets everything when the follower starts, and an answer asked before that is not kept', () => {
    const remembered = choices();
    remembered.answered('ptn_a', ['before the follower'], remembered.asking());
    remembered.answered('ptn_b', ['before the follower'], remembered.asking());
    const askedAt = remembered.asking();
    remembered.forgetAll();
    expect(remembered.fresh('ptn_a')).toBeUndefined();
    remembered.answered('ptn_b', ['read before the follower joined'], askedAt);
    expect(remembered.fresh('ptn_b')).toBeUndefined();
    clock += 1;
    remembered.answered('ptn_b', ['read after'], remembered.asking());
    expect(remembered.fresh('ptn_b')).toEqual(['read after']);
  });
});
