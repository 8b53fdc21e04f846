import { salesPath, type SalesCourse } from "./courses";

/** schema.org Course with its offers, and the FAQ, for the sales pages. */
export function salesJsonLd(course: SalesCourse, origin: string, providerName: string): object[] {
  const url = `${origin}${salesPath(course.id)}`;
  const offers = (course.priceOptions ?? [{ name: course.title, price: course.price }]).map((option) => ({
    "@type": "Offer",
    name: option.name,
    price: option.price.toFixed(2),
    priceCurrency: "USD",
    category: "Paid",
    url,
  }));
  return [
    {
      "@context": "https://schema.org",
      "@type": "Course",
      "@id": `${url}#course`,
      name: course.title,
      description: course.description,
      url,
      image: `${origin}${course.heroImage}`,
      inLanguage: "en",
      provider: { "@type": "Organization", name: providerName, url: origin || undefined },
      offers,
      hasCourseInstance: { "@type": "CourseInstance", courseMode: "Online", courseWorkload: "PT3H" },
      syllabusSections: course.modules.map((module) => ({ "@type": "Syllabus", name: module.title, description: module.lessons.join(", ") })),
    },
    {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: course.faqs.map((faq) => ({ "@type": "Question", name: faq.question, acceptedAnswer: { "@type": "Answer", text: faq.answer } })),
    },
  ];
}
