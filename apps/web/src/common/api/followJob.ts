import { isJobFinished, type Job } from '@vitrina/contracts';
import { api } from './api';
import { unwrap } from './apiClient';

const JOB_POLL_MS = 600;

/** Polls the job until it ends (the API client refreshes the token on the way). */
export async function followJob(job: Job): Promise<Job> {
  let current = job;
  while (!isJobFinished(current.status)) {
    await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
    current = (await unwrap(api.GET('/jobs/{id}', { params: { path: { id: current.id } } }))).data;
  }
  return current;
}
