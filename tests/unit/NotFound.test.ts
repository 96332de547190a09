import {describe, expect, it} from 'vitest';
import {otherVersionPath} from '@site/src/shared/docsRoots';

describe('otherVersionPath', () => {
  it('suggests the V1 twin of a missing V2 docs address', () => {
    expect(otherVersionPath('/docs/modules/motorz', '/')).toEqual({path: '/docs/v1/modules/motorz', label: 'QTrobot V1 docs'});
  });
  it('suggests the V2 twin of a missing V1 docs address', () => {
    expect(otherVersionPath('/docs/v1/tutorials/AI/qt_ai_assistant', '/')).toEqual({path: '/docs/tutorials/AI/qt_ai_assistant', label: 'QTrobot V2 docs'});
  });
  it('works under a sub-path base URL and ignores non-docs addresses', () => {
    expect(otherVersionPath('/qtdocs/docs/x/', '/qtdocs/')?.path).toBe('/docs/v1/x');
    expect(otherVersionPath('/blog/x', '/')).toBeUndefined();
    expect(otherVersionPath('/docs/v1', '/')).toBeUndefined();
  });
});
