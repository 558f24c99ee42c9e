import Foundation
import Testing

@testable import Raster

/// `ProcessorCount`: its own reading of the affinity mask and cgroup quota gives Foundation's
/// answer.
@Suite struct ProcessorCountTests {
  @Test func agreesWithFoundation() {
    #expect(ProcessorCount.active == max(1, ProcessInfo.processInfo.activeProcessorCount))
  }

  /// Quota file lines as the kernel writes them (cgroup v2 `cpu.max`; v1 `cpu.cfs_quota_us`
  /// and `cpu.cfs_period_us`), with the cores each allows on a machine of 8.
  static let quotas: [(v2: String?, v1Quota: String?, v1Period: String?, cores: Int)] = [
    (nil, nil, nil, 8),
    ("max 100000", nil, nil, 8),
    ("200000 100000", nil, nil, 2),
    ("150000 100000", nil, nil, 2),
    ("50000 100000", nil, nil, 1),
    ("1600000 100000", nil, nil, 8),
    ("garbage", "200000", "100000", 8),
    (nil, "-1", "100000", 8),
    (nil, "300000", "100000", 3),
    (nil, "300000", nil, 8),
    (nil, "0", "100000", 8),
  ]

  @Test(arguments: quotas)
  func quotaLimitsTheAffinity(_ row: (v2: String?, v1Quota: String?, v1Period: String?, cores: Int))
  {
    #expect(
      ProcessorCount.cores(
        affinity: 8, cgroupV2: row.v2, cgroupV1Quota: row.v1Quota, cgroupV1Period: row.v1Period)
        == row.cores)
  }

  @Test func neverBelowOne() {
    #expect(
      ProcessorCount.cores(affinity: 0, cgroupV2: nil, cgroupV1Quota: nil, cgroupV1Period: nil) == 1
    )
  }
}

/// `ProcessorCount.allowedCPUs(inStatus:)` on `Cpus_allowed_list` lines as the kernel writes them.
@Suite struct AllowedCPUsTests {
  static let lines: [(status: String, cores: Int?)] = [
    ("Name:\tx\nCpus_allowed:\t3\nCpus_allowed_list:\t0-1\nMems_allowed:\t1\n", 2),
    ("Cpus_allowed_list:\t0\n", 1),
    ("Cpus_allowed_list:\t0,2-5,7\n", 6),
    ("Cpus_allowed_list:\t0-63\n", 64),
    ("Cpus_allowed:\tff\n", nil),
    ("Cpus_allowed_list:\t5-2\n", nil),
    ("Cpus_allowed_list:\tx\n", nil),
    ("Cpus_allowed_list:\t\n", nil),
  ]

  @Test(arguments: lines)
  func countsTheListedCPUs(_ row: (status: String, cores: Int?)) {
    #expect(ProcessorCount.allowedCPUs(inStatus: row.status) == row.cores)
  }
}
