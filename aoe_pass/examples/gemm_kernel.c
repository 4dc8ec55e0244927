/*
 * A tiled fp32 GEMM, C = A * B with A: M x K, B: K x N, all row-major, for aoe_tune's
 * single-operator flow. The tiling constants below are rewritten per candidate:
 * TILE_M / TILE_N / TILE_K as #defines (matched case-insensitively to tile_m, tile_n, tile_k)
 * and k_unroll as a declaration marked with an `aoe:tune` comment.
 *
 * The program checks its result against a naive reference (exit 1 on a mismatch) and prints
 * the best latency over a few repetitions, in microseconds, as its last line.
 * Build: cc -O2 -o gemm gemm_kernel.c
 */
#define _POSIX_C_SOURCE 199309L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifndef GEMM_M
#define GEMM_M 256
#endif
#ifndef GEMM_N
#define GEMM_N 256
#endif
#ifndef GEMM_K
#define GEMM_K 256
#endif
#ifndef REPEATS
#define REPEATS 5
#endif

#define TILE_M 64
#define TILE_N 64
#define TILE_K 64
static const int k_unroll = 1;  // aoe:tune

#define MIN(a, b) ((a) < (b) ? (a) : (b))

static void gemm_tiled(const float *A, const float *B, float *C, int M, int N, int K)
{
    memset(C, 0, sizeof(float) * (size_t)M * (size_t)N);
    for (int i0 = 0; i0 < M; i0 += TILE_M) {
        int i1 = MIN(i0 + TILE_M, M);
        for (int k0 = 0; k0 < K; k0 += TILE_K) {
            int k1 = MIN(k0 + TILE_K, K);
            for (int j0 = 0; j0 < N; j0 += TILE_N) {
                int j1 = MIN(j0 + TILE_N, N);
                for (int i = i0; i < i1; ++i) {
                    float *c = C + (size_t)i * N;
                    int k = k0;
                    for (; k + k_unroll <= k1; k += k_unroll) {
                        for (int u = 0; u < k_unroll; ++u) {
                            const float a = A[(size_t)i * K + k + u];
                            const float *b = B + (size_t)(k + u) * N;
                            for (int j = j0; j < j1; ++j)
                                c[j] += a * b[j];
                        }
                    }
                    for (; k < k1; ++k) {
                        const float a = A[(size_t)i * K + k];
                        const float *b = B + (size_t)k * N;
                        for (int j = j0; j < j1; ++j)
                            c[j] += a * b[j];
                    }
                }
            }
        }
    }
}

static void gemm_reference(const float *A, const float *B, double *C, int M, int N, int K)
{
    for (int i = 0; i < M; ++i)
        for (int j = 0; j < N; ++j) {
            double acc = 0.0;
            for (int k = 0; k < K; ++k)
                acc += (double)A[(size_t)i * K + k] * (double)B[(size_t)k * N + j];
            C[(size_t)i * N + j] = acc;
        }
}

static double now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec * 1e-3;
}

int main(void)
{
    const int M = GEMM_M, N = GEMM_N, K = GEMM_K;
    float *A = malloc(sizeof(float) * (size_t)M * K);
    float *B = malloc(sizeof(float) * (size_t)K * N);
    float *C = malloc(sizeof(float) * (size_t)M * N);
    double *R = malloc(sizeof(double) * (size_t)M * N);
    if (!A || !B || !C || !R) {
        fprintf(stderr, "out of memory\n");
        return 2;
    }
    unsigned state = 12345u; /* deterministic inputs in [-1, 1) */
    for (size_t i = 0; i < (size_t)M * K; ++i) {
        state = state * 1664525u + 1013904223u;
        A[i] = (float)(state >> 8) / 8388608.0f - 1.0f;
    }
    for (size_t i = 0; i < (size_t)K * N; ++i) {
        state = state * 1664525u + 1013904223u;
        B[i] = (float)(state >> 8) / 8388608.0f - 1.0f;
    }

    gemm_tiled(A, B, C, M, N, K); /* warm-up, and the result that is checked */
    gemm_reference(A, B, R, M, N, K);
    double max_err = 0.0;
    for (size_t i = 0; i < (size_t)M * N; ++i) {
        double err = fabs((double)C[i] - R[i]) / (1.0 + fabs(R[i]));
        if (!(err <= max_err)) /* also catches NaN */
            max_err = isnan(err) ? INFINITY : err;
    }
    if (max_err > 1e-4) {
        fprintf(stderr, "wrong result: max relative error %g\n", max_err);
        return 1;
    }

    double best = INFINITY;
    for (int r = 0; r < REPEATS; ++r) {
        double t0 = now_us();
        gemm_tiled(A, B, C, M, N, K);
        double t = now_us() - t0;
        if (t < best)
            best = t;
    }
    printf("tiles %dx%dx%d, k_unroll %d, max_err %.2g\n", TILE_M, TILE_N, TILE_K, k_unroll, max_err);
    printf("%.3f\n", best);
    free(A);
    free(B);
    free(C);
    free(R);
    return 0;
}
