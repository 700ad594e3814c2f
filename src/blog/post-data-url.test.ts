import { describe, expect, it } from 'vitest'
import { postDataUrl, postSlugFromDataUrl } from './post-data-url'

describe('post data URLs', () => {
  it('reads back the slug the build wrote a post under', () => {
    expect(postSlugFromDataUrl(postDataUrl('como-identificar-el-perno'))).toBe(
      'como-identificar-el-perno',
    )
  })

  it('answers nothing for pages, nested paths or other files', () => {
    expect(postSlugFromDataUrl('/_data/pages/blog.json')).toBeUndefined()
    expect(postSlugFromDataUrl('/_data/posts/a/b.json')).toBeUndefined()
    expect(postSlugFromDataUrl('/_data/posts/a.txt')).toBeUndefined()
  })
})
