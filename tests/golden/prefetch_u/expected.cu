{
  // each lane holds its part of one position's U (16 x uint4) in registers.
  uint4 pkf_u_next[16];
#pragma unroll
  for (int pkf_step = 0; pkf_step < 2; ++pkf_step) {
#pragma unroll
    for (int ax1_ax2_fused_0_1 = 0; ax1_ax2_fused_0_1 < 8; ++ax1_ax2_fused_0_1) pkf_u_next[(pkf_step) * 8 + ax1_ax2_fused_0_1] = *(uint4*)(U_ptr + (((((((0) * 24576) + (((int)threadIdx.y) * 4096)) + (ax1_ax2_fused_0_1 * 512)) + ((((int)threadIdx.x) >> 2) * 64)) + ((pkf_step) * 32)) + ((((int)threadIdx.x) & 3) * 8)));
  }
  for (int e_0 = 0; e_0 < 6; ++e_0) {
    __shared__ alignas(64) float M_acc_shared_ptr[6144];
    nvcuda::wmma::fragment<nvcuda::wmma::accumulator, 16, 16, 16, float> M_acc_wmma_accumulator_ptr[4];
    for (int k_0_1_init = 0; k_0_1_init < 4; ++k_0_1_init) {
      nvcuda::wmma::fill_fragment(M_acc_wmma_accumulator_ptr[k_0_1_init], 0x0p+0f/*0.000000e+00*/);
    }
    int cse_v13 = (((e_0 * 1204224) + (((int)threadIdx.y) * 200704)) + (((int)blockIdx.x) * 1024));
    #pragma unroll
    for (int rc_0_0 = 0; rc_0_0 < 2; ++rc_0_0) {
      __shared__ alignas(64) half V_shared_ptr[3840];
      __shared__ alignas(64) half U_shared_ptr[15360];
      int cse_v1 = (((int)threadIdx.x) >> 2);
      int cse_v2 = (rc_0_0 * 32);
      int cse_v3 = (((int)threadIdx.y) * 640);
      int cse_v9 = ((((int)threadIdx.x) >> 2) * 64);
      int cse_v10 = ((((int)threadIdx.x) & 3) * 8);
      int cse_v11 = ((((int)threadIdx.x) >> 2) * 40);
      __syncwarp();
      for (int ax1_ax2_fused_0 = 0; ax1_ax2_fused_0 < 2; ++ax1_ax2_fused_0) {
        *(uint4*)(V_shared_ptr + ((((((int)threadIdx.y) * 640) + (ax1_ax2_fused_0 * 320)) + ((((int)threadIdx.x) >> 2) * 40)) + ((((int)threadIdx.x) & 3) * 8))) = *(uint4*)(V_ptr + (((((((e_0 * 1204224) + (((int)threadIdx.y) * 200704)) + (((int)blockIdx.x) * 1024)) + (ax1_ax2_fused_0 * 512)) + ((((int)threadIdx.x) >> 2) * 64)) + (rc_0_0 * 32)) + ((((int)threadIdx.x) & 3) * 8)));
      }
      int cse_v4 = (((int)threadIdx.y) * 2560);
      #pragma unroll
      for (int ax1_ax2_fused_0_1 = 0; ax1_ax2_fused_0_1 < 8; ++ax1_ax2_fused_0_1) {
        *(uint4*)(U_shared_ptr + ((((((int)threadIdx.y) * 2560) + (ax1_ax2_fused_0_1 * 320)) + ((((int)threadIdx.x) >> 2) * 40)) + ((((int)threadIdx.x) & 3) * 8))) = pkf_u_next[rc_0_0 * 8 + ax1_ax2_fused_0_1];
      }
      // this step's part of the next position's U, a whole position ahead of its use.
      if (e_0 + 1 < 6) {
#pragma unroll
        for (int ax1_ax2_fused_0_1 = 0; ax1_ax2_fused_0_1 < 8; ++ax1_ax2_fused_0_1) pkf_u_next[(rc_0_0) * 8 + ax1_ax2_fused_0_1] = *(uint4*)(U_ptr + (((((((e_0 + 1) * 24576) + (((int)threadIdx.y) * 4096)) + (ax1_ax2_fused_0_1 * 512)) + ((((int)threadIdx.x) >> 2) * 64)) + ((rc_0_0) * 32)) + ((((int)threadIdx.x) & 3) * 8)));
      }
      __syncwarp();
      for (int rc_0_1 = 0; rc_0_1 < 2; ++rc_0_1) {
        nvcuda::wmma::fragment<nvcuda::wmma::matrix_a, 16, 16, 16, half, nvcuda::wmma::row_major> V_shared_wmma_matrix_a_ptr[1];
        nvcuda::wmma::fragment<nvcuda::wmma::matrix_b, 16, 16, 16, half, nvcuda::wmma::col_major> U_shared_wmma_matrix_b_ptr[4];
        int cse_v5 = (rc_0_1 * 16);
        nvcuda::wmma::load_matrix_sync(V_shared_wmma_matrix_a_ptr[0], (&(V_shared_ptr[((((int)threadIdx.y) * 640) + (rc_0_1 * 16))])), 40);
        int cse_v12 = ((((int)threadIdx.y) * 2560) + (rc_0_1 * 16));
        nvcuda::wmma::load_matrix_sync(U_shared_wmma_matrix_b_ptr[0], (&(U_shared_ptr[((((int)threadIdx.y) * 2560) + (rc_0_1 * 16))])), 40);
        nvcuda::wmma::load_matrix_sync(U_shared_wmma_matrix_b_ptr[1], (&(U_shared_ptr[(((((int)threadIdx.y) * 2560) + (rc_0_1 * 16)) + 640)])), 40);
        nvcuda::wmma::load_matrix_sync(U_shared_wmma_matrix_b_ptr[2], (&(U_shared_ptr[(((((int)threadIdx.y) * 2560) + (rc_0_1 * 16)) + 1280)])), 40);
        nvcuda::wmma::load_matrix_sync(U_shared_wmma_matrix_b_ptr[3], (&(U_shared_ptr[(((((int)threadIdx.y) * 2560) + (rc_0_1 * 16)) + 1920)])), 40);
        for (int k_0_1 = 0; k_0_1 < 4; ++k_0_1) {
          nvcuda::wmma::mma_sync(M_acc_wmma_accumulator_ptr[k_0_1], V_shared_wmma_matrix_a_ptr[0], U_shared_wmma_matrix_b_ptr[k_0_1], M_acc_wmma_accumulator_ptr[k_0_1]);
        }
      }
    }
    int cse_v6 = (((int)threadIdx.y) * 1024);
    for (int ax1_0 = 0; ax1_0 < 4; ++ax1_0) {
      nvcuda::wmma::store_matrix_sync((&(M_acc_shared_ptr[((((int)threadIdx.y) * 1024) + (ax1_0 * 16))])), M_acc_wmma_accumulator_ptr[ax1_0], 64, nvcuda::wmma::mem_row_major);
    }
    __syncwarp();
    for (int ax0_ax1_fused_0 = 0; ax0_ax1_fused_0 < 8; ++ax0_ax1_fused_0) {
      int cse_v7 = (ax0_ax1_fused_0 * 128);
      int cse_v8 = (((int)threadIdx.x) * 4);
      half4 __1;
      float4 v_ = *(float4*)(M_acc_shared_ptr + (((((int)threadIdx.y) * 1024) + (ax0_ax1_fused_0 * 128)) + (((int)threadIdx.x) * 4)));
      __1.x = (half)(v_.x);
      __1.y = (half)(v_.y);
      __1.z = (half)(v_.z);
      __1.w = (half)(v_.w);
      *(half4*)(M_ptr + (((((e_0 * 1204224) + (((int)threadIdx.y) * 200704)) + (((int)blockIdx.x) * 1024)) + (ax0_ax1_fused_0 * 128)) + (((int)threadIdx.x) * 4))) = __1;
    }
  }
}