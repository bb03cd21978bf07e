type ProductImages = {
  imageUrl: string | null;
  images: { imageUrl: string }[];
  itemCodes: { imageUrl: string | null }[];
};

/** Every image of the product, main image first, then gallery and item-code images, without repeats. */
export function galleryImages(product: ProductImages): string[] {
  const urls = [
    product.imageUrl,
    ...product.images.map((image) => image.imageUrl),
    ...product.itemCodes.map((c) => c.imageUrl),
  ];
  return [...new Set(urls.filter((url): url is string => Boolean(url)))];
}
