/**
 * Template name → page component (docs/templates.md#rendering-contract). The route stage picks the name; src/render
 * renders the component with that template's props.
 */
import type { ComponentType } from 'react';
import type { TemplateName, TemplateProps } from '../../src/model/page-props.ts';
import BlogArticle from './BlogArticle.tsx';
import BlogList from './BlogList.tsx';
import Booking from './Booking.tsx';
import Home from './Home.tsx';
import NotFound from './NotFound.tsx';
import Privacy from './Privacy.tsx';
import ProtocolDetail from './ProtocolDetail.tsx';
import ProtocolList from './ProtocolList.tsx';
import ServiceDetail from './ServiceDetail.tsx';
import ServiceList from './ServiceList.tsx';
import Thanks from './Thanks.tsx';
import TreatmentDetail from './TreatmentDetail.tsx';
import TreatmentList from './TreatmentList.tsx';

type Templates = { [Name in TemplateName]: ComponentType<TemplateProps[Name]> };

// Complete: a template name without a component is a type error.
export const templates: Templates = {
  home: Home,
  treatmentList: TreatmentList,
  treatmentDetail: TreatmentDetail,
  protocolList: ProtocolList,
  protocolDetail: ProtocolDetail,
  serviceList: ServiceList,
  serviceDetail: ServiceDetail,
  booking: Booking,
  thanks: Thanks,
  privacy: Privacy,
  notFound: NotFound,
  blogList: BlogList,
  blogArticle: BlogArticle,
};

export default templates;
