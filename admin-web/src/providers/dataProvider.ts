import simpleRestProvider from 'ra-data-simple-rest';
import { API_URL, httpClient } from '@/providers/http';

export const dataProvider = simpleRestProvider(`${API_URL}/admin`, httpClient);
