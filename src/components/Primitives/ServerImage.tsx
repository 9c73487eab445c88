import { getImageProps, type ImageProps } from 'next/image'
import { preload } from 'react-dom'

/**
 * next/image's markup (optimised sources, srcset, sizes, lazy or eager loading) without its client
 * code, for server components: next/image's <Image> is a client component, and its code would
 * otherwise be part of every page that shows a picture. An image with `priority` is also
 * preloaded from the page's head with a high fetch priority.
 */
export function ServerImage({ priority = false, alt, ...rest }: ImageProps) {
  const { props } = getImageProps({ ...rest, alt, priority })
  if (priority) {
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    })
  }
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, from getImageProps
  return <img {...props} alt={alt} fetchPriority={priority ? 'high' : props.fetchPriority} />
}
